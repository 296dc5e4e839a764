package otau.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

public class OtauApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setScene(new Scene(new Label("Otau"), 800, 500));
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
