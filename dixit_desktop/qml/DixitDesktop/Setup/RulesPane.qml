import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// "How do you play?": the rule set, explained, its options and the cards (scrolling when the
// window is small), then, always in view, why the game cannot start yet (in words) and the
// Back and Start buttons.
ColumnLayout {
    id: pane
    signal choosePhotos()
    spacing: Theme.gapMedium

    Flickable {
        id: scroller
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }

        ColumnLayout {
            id: column
            width: scroller.width - (scroller.contentHeight > scroller.height ? Theme.gap : 0)
            spacing: Theme.gapMedium
            TitleText {
                text: qsTr("How do you play?")
            }
            RulesChoice {
                Layout.fillWidth: true
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                Column {   // the game about to start, line by line; a line says itself if it warns
                    objectName: "rulesSummary"
                    Layout.fillWidth: true
                    spacing: Theme.gapTiny
                    Accessible.role: Accessible.StaticText
                    Accessible.name: GameRules.rulesSummary
                    Repeater {
                        model: GameRules.summary
                        delegate: BodyText {
                            required property var modelData
                            objectName: "summary_" + modelData.id
                            width: parent.width
                            text: modelData.text
                            color: modelData.warn ? Theme.gold : Theme.paper
                            font.weight: modelData.warn ? Font.DemiBold : Font.Normal
                            wrapMode: Text.WordWrap
                            Accessible.role: modelData.warn ? Accessible.AlertMessage : Accessible.StaticText
                            Accessible.name: text
                        }
                    }
                }
                BigButton {
                    objectName: "howToPlayButton"
                    tone: "ghost"
                    font.pixelSize: Theme.fontBody
                    text: qsTr("How to play")
                    Accessible.name: qsTr("How to play: %1").arg(GameRules.rulesName)
                    onActivated: Navigator.openRules()
                }
            }
            PresetChoice {
                objectName: "presets"
                Layout.fillWidth: true
            }
            OptionsPanel {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                onChoosePhotos: pane.choosePhotos()
            }
        }
    }
    BodyText {
        objectName: "setupProblem"
        Layout.fillWidth: true
        visible: text !== ""
        text: Setup.problemText
        color: Theme.gold
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap
        BigButton {
            objectName: "backButton"
            text: qsTr("Back")
            tone: "ghost"
            onActivated: Navigator.back()
        }
        BigButton {
            objectName: "startGameButton"
            Layout.fillWidth: true
            text: qsTr("Start the game")
            enabled: !Cards.loading              // not while photos are being prepared
            opacity: Setup.canStart ? 1 : Theme.notReadyOpacity   // still pressable: it says what is missing
            onActivated: Setup.startGame()
        }
    }
}
