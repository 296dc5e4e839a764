package otau.ui;

import javafx.application.Application;
import javafx.stage.Stage;

/** The desktop application: one window with the board. */
public class OtauApp extends Application {
    @Override
    public void start(Stage stage) {
        MainWindow window = new MainWindow();
        stage.setTitle("Otau");
        stage.setScene(window.createScene());
        stage.setMinWidth(480);
        stage.setMinHeight(400);
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
